import common from '@locales/en/common.json';
import errors from '@locales/en/errors.json';
import footer from '@locales/en/footer.json';
import header from '@locales/en/header.json';
import meta from '@locales/en/meta.json';

/** The en texts every page needs at start (SHELL_NAMESPACES), in one chunk. */
export default { common, header, footer, errors, meta };
