/**
 * Start-up: what makes a pre-rendered page paint first and come alive without losing an input.
 * This file is the module's only public surface (ESLint refuses imports of its other files).
 *
 * - Hydration: `useAfterHydration()` and `DisabledUntilHydrated` (the layouts and the routes
 *   place the gates; pages need none of their own).
 * - `KeepServerMarkup`: a part with nothing to interact with keeps its pre-rendered markup.
 * - The landing page's sections: `LandingSection` and `lazyLandingPart`.
 * - First input and styles on demand: `onFirstInput`, `requestFullStyles` and the event names
 *   the inline loader shares (`events.ts`).
 * - The inline loader of the pre-rendered pages (`loader.ts`) is build code: scripts/build.ts
 *   imports it directly under Node, the app never does.
 * The build's start-up rewrites of two libraries (a Vite plugin) stay with the build, in
 * scripts/startup-plugins.ts.
 */
export { FIRST_INPUT_EVENTS, STYLES_EVENT, STYLES_TRIGGER_EVENTS } from './events';
export { onFirstInput, requestFullStyles } from './firstInput';
export { DisabledUntilHydrated, useAfterHydration } from './hydration';
export { KeepServerMarkup, type KeepServerMarkupProps } from './KeepServerMarkup';
export { LandingSection, lazyLandingPart, type LandingSectionProps } from './landingSections';
