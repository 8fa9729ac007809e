import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { STORY_ARGS_UPDATED, UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import { COMPARE_PARAM } from './compareFrame';

/**
 * The "Side by side" block of every docs page (.storybook/preview.tsx): a story of the page in
 * English, Spanish and Arabic next to each other, and on a phone next to a desktop, each copy the
 * real story (its decorators, loaders, mock API and play function) in a frame of its own
 * (`iframe.html?id=…&globals=locale:ae`), so its language, direction, Jotai store, query cache and
 * media queries are its own. The copies follow the args set in the page's Controls.
 */

const LOCALES = [
  { locale: 'en', label: 'English (en)' },
  { locale: 'es', label: 'Español (es)' },
  { locale: 'ae', label: 'العربية (ae, right to left)' },
] as const;
type Locale = (typeof LOCALES)[number]['locale'];

const SIZES = {
  phone: { width: 390, height: 844, label: 'Phone, 390 px' },
  desktop: { width: 1280, height: 800, label: 'Desktop, 1280 px' },
} as const;
type Size = keyof typeof SIZES;

const GAP = 16;
/** Below this scale a row of copies is too small to read: the copies stack, each as wide as the block. */
const MIN_ROW_SCALE = 0.45;

/** The frames' attribute (for scripts that look at the docs page). */
const FRAME_ATTRIBUTE = 'data-compare-frame';

interface FrameWindow extends Window {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

const DONE_PHASES = ['finished', 'errored', 'aborted', 'completed'];

type Primitive = string | number | boolean | null;
/** The args a frame can take over: primitives and lists of them (named options, texts, flags). */
function portableArgs(args: Record<string, unknown>): Record<string, Primitive | Primitive[]> {
  const portable: Record<string, Primitive | Primitive[]> = {};
  const isPrimitive = (value: unknown): value is Primitive => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  for (const [name, value] of Object.entries(args)) {
    if (isPrimitive(value)) portable[name] = value;
    else if (Array.isArray(value) && value.every(isPrimitive)) portable[name] = value;
  }
  return portable;
}

/** How tall the story is in its frame: its root, or the whole screen while a portal (dialog, drawer, notice) shows. */
function contentHeight(doc: Document, screen: number): number {
  if (doc.querySelector('body > [data-portal] :is([role="dialog"], [role="alert"], [role="status"], .mantine-Notification-root)'))
    return screen;
  const root = doc.getElementById('storybook-root');
  return Math.max(root?.scrollHeight ?? 0, 48);
}

interface FrameProps {
  storyId: string;
  locale: Locale;
  size: Size;
  scale: number;
  args: Record<string, Primitive | Primitive[]>;
  caption: string;
}

function StoryFrame({ storyId, locale, size, scale, args, caption }: FrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const { width, height: screen } = SIZES[size];
  const [height, setHeight] = useState<number>(screen);
  const [channel, setChannel] = useState<FrameWindow['__STORYBOOK_ADDONS_CHANNEL__']>();
  // `compare`: the frame's channel stays in the frame (compareFrame.ts); `instrument=false`: its
  // play function runs as in a test, not step by step for the Interactions panel.
  const src = `iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=locale:${locale}&instrument=false&${COMPARE_PARAM}`;

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let stopped = false;
    let observer: ResizeObserver | undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onLoad = () => {
      const win = frame.contentWindow as FrameWindow | null;
      const poll = () => {
        if (stopped || !win) return;
        const render = win.__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId || !DONE_PHASES.includes(render.phase ?? '')) {
          setTimeout(poll, 100);
          return;
        }
        const measure = () => setHeight(Math.min(screen, contentHeight(win.document, screen)));
        observer = new (win as unknown as typeof globalThis).ResizeObserver(measure);
        observer.observe(win.document.body);
        const root = win.document.getElementById('storybook-root');
        if (root) observer.observe(root);
        measure();
        // Again once late content (fonts, lazy sections) has settled: a height that overflowed
        // the root without resizing it would otherwise stay.
        for (const delay of [500, 1500, 4000]) timers.push(setTimeout(() => !stopped && measure(), delay));
        setChannel(win.__STORYBOOK_ADDONS_CHANNEL__);
      };
      poll();
    };
    frame.addEventListener('load', onLoad);
    return () => {
      stopped = true;
      observer?.disconnect();
      timers.forEach(clearTimeout);
      frame.removeEventListener('load', onLoad);
    };
  }, [src, storyId, screen]);

  // The page's Controls: the copy takes the args the designer set.
  useEffect(() => {
    channel?.emit(UPDATE_STORY_ARGS, { storyId, updatedArgs: args });
  }, [channel, storyId, args]);

  return (
    <figure style={{ margin: 0, width: width * scale }} data-locale={locale} data-size={size}>
      <figcaption
        style={{ font: '600 13px/1.4 system-ui, sans-serif', marginBlockEnd: 6, display: 'flex', justifyContent: 'space-between', gap: 8 }}
      >
        <span>{caption}</span>
        <a href={src} target="_blank" rel="noreferrer" style={{ fontWeight: 400 }}>
          Open full size
        </a>
      </figcaption>
      <div
        style={{
          width: width * scale,
          height: height * scale,
          overflow: 'hidden',
          border: '1px solid #d0d7de',
          borderRadius: 6,
          background: 'white',
        }}
      >
        <iframe
          ref={ref}
          src={src}
          title={`${caption}: ${storyId}`}
          {...{ [FRAME_ATTRIBUTE]: '' }}
          // Scaled with `zoom`, which the frame's page follows (a `transform` left a page's fixed
          // header unpainted in Chromium). Zoomed, the frame's viewport is rounded down to whole
          // pixels (389 for 390): one pixel more keeps it `width` CSS px wide.
          style={{ width: scale < 1 ? width + 1 : width, height, border: 0, display: 'block', zoom: scale }}
        />
      </div>
    </figure>
  );
}

/** The width of the block, followed as the docs page resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const resize = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    resize.observe(element);
    // The copies load once the block comes near the screen: a docs page opens as fast as before.
    const near = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    near.observe(element);
    return () => {
      resize.disconnect();
      near.disconnect();
    };
  }, []);
  return { ref, width, visible };
}

/** Copies of `widths` side by side when they fit at a readable scale, else stacked at the block's width. */
function layout(available: number, widths: number[]) {
  // Each copy has a 1 px border on either side.
  const room = available - 2 * widths.length;
  const total = widths.reduce((sum, width) => sum + width, 0) + GAP * (widths.length - 1);
  const rowScale = Math.min(1, (room - GAP * (widths.length - 1)) / (total - GAP * (widths.length - 1)));
  if (rowScale >= MIN_ROW_SCALE) return { stacked: false, scale: () => rowScale };
  return { stacked: true, scale: (width: number) => Math.min(1, (available - 2) / width) };
}

const rowStyle = (stacked: boolean): CSSProperties => ({
  display: 'flex',
  flexDirection: stacked ? 'column' : 'row',
  gap: GAP,
  alignItems: 'flex-start',
});
const labelStyle: CSSProperties = {
  font: '14px system-ui, sans-serif',
  display: 'inline-flex',
  gap: 6,
  alignItems: 'center',
  marginInlineEnd: 16,
};

interface DocsStoryEntry {
  id: string;
  name: string;
  title: string;
  tags?: string[];
  initialArgs?: Record<string, unknown>;
}

/** The docs block: one of the page's stories in the three languages, then on a phone and a desktop. */
export function Compare() {
  const context = useContext(DocsContext);
  const stories = useMemo(() => {
    const all = context.componentStories() as unknown as DocsStoryEntry[];
    return all.some((story) => story.tags?.includes('autodocs')) ? all.filter((story) => story.tags?.includes('autodocs')) : all;
  }, [context]);
  const [storyId, setStoryId] = useState(stories[0]?.id);
  const story = stories.find((entry) => entry.id === storyId) ?? stories[0];
  const [update, setUpdate] = useState<{ storyId: string; args: Record<string, unknown> }>();
  const [languagesSize, setLanguagesSize] = useState<Size>('phone');
  const [sizesLocale, setSizesLocale] = useState<Locale>('en');
  const { ref, width, visible } = useWidth<HTMLDivElement>();
  const id = useId();

  useEffect(() => {
    if (!story) return;
    const onArgs = (changed: { storyId: string; args: Record<string, unknown> }) => {
      if (changed.storyId === story.id) setUpdate(changed);
    };
    context.channel.on(STORY_ARGS_UPDATED, onArgs);
    return () => context.channel.off(STORY_ARGS_UPDATED, onArgs);
  }, [context, story]);

  const args = update && update.storyId === story?.id ? update.args : undefined;
  const portable = useMemo(() => portableArgs(args ?? (story ? context.getStoryContext(story as never).args : {})), [args, story, context]);
  // Foundations are the theme's tokens, not views; a story tagged `no-compare` opts out.
  if (!story || story.title.startsWith('Foundations/') || (story.tags ?? []).includes('no-compare')) return null;

  const languageWidth = SIZES[languagesSize].width;
  const languages = layout(
    width,
    LOCALES.map(() => languageWidth),
  );
  const sizes = layout(width, [SIZES.phone.width, SIZES.desktop.width]);

  return (
    <section aria-labelledby={`${id}-title`} className="sb-unstyled" style={{ marginBlock: 40 }} data-compare-block>
      <h2 id={`${id}-title`} style={{ font: '700 20px/1.3 system-ui, sans-serif', marginBlockEnd: 8 }}>
        Side by side
      </h2>
      <p style={{ font: '14px/1.5 system-ui, sans-serif', marginBlockEnd: 12 }}>
        The story in each language and on a phone and a desktop, each a live copy with the args set in Controls above.
      </p>
      {stories.length > 1 && (
        <label style={labelStyle}>
          Story
          <select value={story.id} onChange={(event) => setStoryId(event.target.value)}>
            {stories.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div ref={ref}>
        <h3 style={{ font: '600 16px system-ui, sans-serif', marginBlock: '16px 8px' }}>Languages</h3>
        <label style={labelStyle}>
          Width
          <select value={languagesSize} onChange={(event) => setLanguagesSize(event.target.value as Size)}>
            {Object.entries(SIZES).map(([size, { label }]) => (
              <option key={size} value={size}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div style={{ ...rowStyle(languages.stacked), marginBlockStart: 8 }} data-compare="languages">
          {visible &&
            width > 0 &&
            LOCALES.map(({ locale, label }) => (
              <StoryFrame
                key={`${story.id}-${locale}-${languagesSize}`}
                storyId={story.id}
                locale={locale}
                size={languagesSize}
                scale={languages.scale(languageWidth)}
                args={portable}
                caption={label}
              />
            ))}
        </div>
        <h3 style={{ font: '600 16px system-ui, sans-serif', marginBlock: '24px 8px' }}>Phone and desktop</h3>
        <label style={labelStyle}>
          Language
          <select value={sizesLocale} onChange={(event) => setSizesLocale(event.target.value as Locale)}>
            {LOCALES.map(({ locale, label }) => (
              <option key={locale} value={locale}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div style={{ ...rowStyle(sizes.stacked), marginBlockStart: 8 }} data-compare="sizes">
          {visible &&
            width > 0 &&
            (Object.keys(SIZES) as Size[]).map((size) => (
              <StoryFrame
                key={`${story.id}-${sizesLocale}-${size}`}
                storyId={story.id}
                locale={sizesLocale}
                size={size}
                scale={sizes.scale(SIZES[size].width)}
                args={portable}
                caption={SIZES[size].label}
              />
            ))}
        </div>
      </div>
    </section>
  );
}
