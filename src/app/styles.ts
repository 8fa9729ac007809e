// Global styles of the portal: Mantine's, the self-hosted fonts (Latin and Arabic) and ours.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/cairo/wght.css';
import './global.css';
