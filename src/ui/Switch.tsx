import { Switch as MantineSwitch } from '@mantine/core';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './Switch.module.css';

/** Mantine's class names for the parts of a Switch (body, input, track, thumb, label...). */
const MANTINE = MantineSwitch.classes;

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'role' | 'children'> {
  /** The setting it turns on and off, beside the switch (its accessible name). */
  label: ReactNode;
}

/**
 * An on/off switch that looks like Mantine's `Switch` (default size, label on the right) and is
 * the same control (a native checkbox with role="switch", named by its label). Mantine's puts a
 * `<div>` in its `<label>`, invalid HTML (a label holds phrasing content only): here only spans.
 */
export function Switch({ label, id, className, ...input }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`${MANTINE.root} ${classes.root}${className ? ` ${className}` : ''}`} data-label-position="right">
      <label className={MANTINE.body} htmlFor={inputId} data-disabled={input.disabled || undefined}>
        <input {...input} id={inputId} type="checkbox" role="switch" className={MANTINE.input} />
        <span className={MANTINE.track} data-label-position="right" data-without-labels="true" aria-hidden="true">
          <span className={MANTINE.thumb} data-reduce-motion="true" data-with-thumb-indicator="true" />
          <span className={MANTINE.trackLabel} />
        </span>
        <span className={MANTINE.labelWrapper} data-disabled={input.disabled || undefined}>
          <span className={MANTINE.label}>{label}</span>
        </span>
      </label>
    </div>
  );
}
