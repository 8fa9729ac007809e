import common from '@locales/es/common.json';
import errors from '@locales/es/errors.json';
import footer from '@locales/es/footer.json';
import header from '@locales/es/header.json';
import meta from '@locales/es/meta.json';

/** The es texts every page needs at start (SHELL_NAMESPACES), in one chunk. */
export default { common, header, footer, errors, meta };
