import '@mantine/dropzone/styles.css';
import { ActionIcon, Box, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';

/** Why a file was refused. */
export type FileProblem = 'type' | 'size' | 'content' | 'empty' | 'many';

export interface FileDropTexts {
  /** Inside the zone with no file yet ("Drag a file here or click to choose one"). */
  idle: string;
  /** Inside the zone once a file is chosen. */
  replace: string;
  /** While a file that will be accepted is dragged over. */
  active: string;
  /** While a file that will be refused is dragged over. */
  reject: string;
  /** Accepted types and size ("PDF, JPG or PNG, up to 10 MB"). */
  hint: string;
  /** The chosen file ("Selected: id.pdf (120 KB)"). */
  selected: (name: string, size: string) => string;
  /** Label of the remove button. */
  remove: (name: string) => string;
  /** Message for a refused file. */
  rejected: (problem: FileProblem, name: string) => string;
}

export interface FileDropProps {
  /** The field's label, above the zone. */
  label: ReactNode;
  /** A line under the label on what the file may be, or none. */
  description?: ReactNode;
  /** The chosen file, or null. */
  value: File | null;
  /** A file accepted (after its checks) or removed (null). */
  onChange: (file: File | null) => void;
  /** MIME types and their extensions: `{ 'application/pdf': ['.pdf'] }`. */
  accept: Record<string, string[]>;
  /** Largest size accepted, in bytes. */
  maxSize: number;
  /** The zone's texts (idle, chosen, dragging, refused...), translated by the page. */
  texts: FileDropTexts;
  /** Formats a size in bytes for the page's language. */
  formatSize: (bytes: number) => string;
  /** A deeper check of an accepted file (its first bytes, say): a problem, or null. */
  inspect?: (file: File) => Promise<FileProblem | null>;
  /** A message from outside (a required document still missing). */
  error?: ReactNode;
  /** The label is marked required (an asterisk) and the field says so to assistive technology. */
  required?: boolean;
  /** The zone and its remove button do nothing (while the form is submitted). */
  disabled?: boolean;
  /** Form field name of the hidden file input. */
  name?: string;
}

function problemOf(rejection: FileRejection): FileProblem {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('too-many-files')) return 'many';
  if (codes.includes('file-too-large')) return 'size';
  if (codes.includes('file-too-small')) return 'empty';
  return 'type';
}

/**
 * One file, dropped or chosen (@mantine/dropzone): an accept list, a size limit and clear
 * messages for refused files. A refused file never replaces the file already chosen. The native
 * file input carries the label and the keyboard focus (Enter or Space opens the picker); the zone
 * around it takes clicks and drops. The chosen file is listed below with a button to remove it;
 * removing it gives the focus to the file input, to choose another (the button is gone).
 */
export function FileDrop({
  label,
  description,
  value,
  onChange,
  accept,
  maxSize,
  texts,
  formatSize,
  inspect,
  error,
  required,
  disabled,
  name,
}: FileDropProps) {
  const id = useId();
  const ids = { label: `${id}-label`, description: `${id}-description`, hint: `${id}-hint`, error: `${id}-error`, input: `${id}-input` };
  const [rejection, setRejection] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [focused, setFocused] = useState(false);
  const latest = useRef(0);
  const shownError = rejection ?? error ?? null;

  const accepted = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (files.length > 1) {
      setRejection(texts.rejected('many', file.name));
      return;
    }
    const attempt = ++latest.current;
    let problem: FileProblem | null = null;
    if (inspect) {
      setChecking(true);
      try {
        problem = await inspect(file);
      } finally {
        if (attempt === latest.current) setChecking(false);
      }
    }
    if (attempt !== latest.current) return;
    if (problem) {
      setRejection(texts.rejected(problem, file.name));
      return;
    }
    setRejection(null);
    onChange(file);
  };

  const refused = (rejections: FileRejection[]) => {
    latest.current++;
    const first = rejections[0];
    if (!first) return;
    setRejection(texts.rejected(rejections.length > 1 ? 'many' : problemOf(first), first.file.name));
  };

  const describedBy = [description ? ids.description : null, ids.hint, shownError ? ids.error : null].filter(Boolean).join(' ');

  return (
    <Stack gap={6}>
      <Input.Label id={ids.label} htmlFor={ids.input} required={required} mb={0}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={ids.description} mt={-4}>
          {description}
        </Input.Description>
      )}
      <Dropzone
        onDrop={(files) => void accepted(files)}
        onReject={refused}
        accept={accept}
        maxSize={maxSize}
        multiple={false}
        disabled={disabled}
        loading={checking}
        name={name}
        // The file input itself takes the keyboard focus (Enter or Space opens the picker) and
        // carries the label; the zone around it is for the mouse and for dragging.
        activateOnKeyboard={false}
        inputProps={{
          id: ids.input,
          'aria-label': undefined,
          'aria-describedby': describedBy,
          'aria-invalid': shownError ? true : undefined,
          'aria-required': required ? true : undefined,
          tabIndex: 0,
          disabled,
          onFocus: (event) => setFocused(event.currentTarget.matches(':focus-visible')),
          onBlur: () => setFocused(false),
        }}
        radius="md"
        p="lg"
        style={{
          ...(shownError ? { borderColor: 'var(--mantine-color-error)' } : {}),
          ...(focused ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 2 } : {}),
        }}
        data-testid={name ? `${name}-drop` : undefined}
      >
        <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={32} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>{value ? <IconFileCheck size={32} aria-hidden /> : <IconUpload size={32} aria-hidden />}</Dropzone.Idle>
          <div>
            <Text fw={500}>
              <Dropzone.Accept>{texts.active}</Dropzone.Accept>
              <Dropzone.Reject>{texts.reject}</Dropzone.Reject>
              <Dropzone.Idle>{value ? texts.replace : texts.idle}</Dropzone.Idle>
            </Text>
            <Text size="sm" c="dimmed" id={ids.hint}>
              {texts.hint}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {/* Always present, so the file that was just chosen is announced. */}
      <div aria-live="polite">
        {value && (
          <Group gap="xs" wrap="nowrap" justify="space-between" px={4}>
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileCheck size={18} aria-hidden color="var(--mantine-color-green-8)" style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" data-testid={name ? `${name}-selected` : undefined}>
                {texts.selected(value.name, formatSize(value.size))}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => {
                latest.current++;
                setRejection(null);
                onChange(null);
                document.getElementById(ids.input)?.focus({ preventScroll: true });
              }}
              disabled={disabled}
              aria-label={texts.remove(value.name)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </div>
      {shownError && (
        <Box>
          <Input.Error id={ids.error} role="alert">
            {shownError}
          </Input.Error>
        </Box>
      )}
    </Stack>
  );
}
