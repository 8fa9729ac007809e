import common from '@locales/ae/common.json';
import errors from '@locales/ae/errors.json';
import footer from '@locales/ae/footer.json';
import header from '@locales/ae/header.json';
import meta from '@locales/ae/meta.json';

/** The ae texts every page needs at start (SHELL_NAMESPACES), in one chunk. */
export default { common, header, footer, errors, meta };
