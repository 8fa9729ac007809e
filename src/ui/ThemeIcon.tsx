import { getRadius, ThemeIcon as MantineThemeIcon, type ThemeIconProps as MantineThemeIconProps } from '@mantine/core';

export type ThemeIconProps = Omit<MantineThemeIconProps, 'vars'>;

/**
 * Mantine's `ThemeIcon`, as valid HTML: Mantine 9 leaves its `radius`, `color` and `gradient` props
 * on the element as attributes (`<div radius="xl">`); here they become its CSS variables, as
 * Mantine's own resolver sets them. And it is a `<span>` (the box is `inline-flex` either way), so
 * that it may sit in a list item's icon, a button or a label.
 */
export function ThemeIcon({ radius, color, gradient, variant, autoContrast, ...props }: ThemeIconProps) {
  return (
    <MantineThemeIcon
      {...props}
      variant={variant}
      autoContrast={autoContrast}
      renderRoot={(root: Record<string, unknown>) => <span {...root} />}
      vars={(theme) => {
        const colors = theme.variantColorResolver({
          color: color ?? theme.primaryColor,
          theme,
          gradient,
          variant: variant ?? 'filled',
          autoContrast,
        });
        const painted = color !== undefined || variant !== undefined;
        return {
          root: {
            '--ti-radius': radius === undefined ? undefined : getRadius(radius),
            '--ti-bg': painted ? colors.background : undefined,
            '--ti-color': painted ? colors.color : undefined,
            '--ti-bd': painted ? colors.border : undefined,
          },
        };
      }}
    />
  );
}
