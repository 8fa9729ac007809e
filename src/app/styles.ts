// Global styles of the portal: Mantine's, the self-hosted fonts (Latin and Arabic) and ours.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's variables and breakpoint classes (see MANTINE_CONTEXT in ./Providers.tsx).
import './mantine-theme.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/cairo/wght.css';
import './global.css';
