export interface MockedRequest {
  method: string;
  url: URL;
  body: unknown;
}

type FetchHandler = (request: MockedRequest) => Response | Promise<Response> | undefined;

let active: { handler: FetchHandler; calls: MockedRequest[] } | null = null;
let installed = false;

/** Wraps fetch once; the story's handler (if any) answers first, the real fetch the rest. */
function install() {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const current = active;
    if (!current) return original(input, init);
    const request = new Request(input, init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const recorded = { method: request.method, url: new URL(request.url, window.location.href), body };
    const response = current.handler(recorded);
    if (!response) return original(input, init);
    current.calls.push(recorded);
    return response;
  };
}

/**
 * Answers the calls a handler knows (the rest go to the real fetch) and records them, until
 * `restore` (a story's cleanup). Stories never overlap, whatever order their hooks run in.
 */
export function mockFetch(handler: FetchHandler): { calls: MockedRequest[]; restore: () => void } {
  install();
  const mock = { handler, calls: [] as MockedRequest[] };
  active = mock;
  return {
    calls: mock.calls,
    restore: () => {
      if (active === mock) active = null;
    },
  };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
