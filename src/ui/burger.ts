/**
 * For Mantine's `Burger` (`attributes={BURGER_ATTRIBUTES}`): it draws its lines in a `<div>` inside
 * its `<button>`, invalid HTML (a button holds phrasing content only). A `<span>` looks the same:
 * Mantine's CSS gives the lines `display: block`.
 */
export const BURGER_ATTRIBUTES = { burger: { component: 'span' } };
