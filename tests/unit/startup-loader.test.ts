import { describe, expect, it } from 'vitest';
import { FIRST_INPUT_EVENTS, STYLES_EVENT, STYLES_TRIGGER_EVENTS } from '@/startup';
import { loaderScript } from '../../src/startup/loader.ts';

const options = { src: '/assets/index-abc.js', stylesheets: ['/assets/index-def.css'], fonts: ['/assets/inter.woff2'] };

describe('the inline loader of the pre-rendered pages', () => {
  it('is one valid script that brings the page script, the stylesheet and the fonts', () => {
    for (const stylesOnDemand of [true, false]) {
      const script = loaderScript({ ...options, stylesOnDemand });
      expect(() => new Function(script)).not.toThrow();
      expect(script).toContain('"/assets/index-abc.js"');
      expect(script).toContain(`l('stylesheet',"/assets/index-def.css")`);
      expect(script).toContain(`l('preload',"/assets/inter.woff2",'font')`);
    }
  });

  it('on demand, waits for the same events and the same styles event as the app', () => {
    const script = loaderScript({ ...options, stylesOnDemand: true });
    expect(script).toContain(`${JSON.stringify(STYLES_TRIGGER_EVENTS)}.forEach(`);
    expect(script).toContain(`d.addEventListener(${JSON.stringify(STYLES_EVENT)},styles)`);
    for (const event of FIRST_INPUT_EVENTS) expect(STYLES_TRIGGER_EVENTS).toContain(event);
  });

  it("requests a portal page's modules with the page script, after the first paint", () => {
    const script = loaderScript({ ...options, stylesOnDemand: false, modulePreloads: ['/assets/app-1.js', '/assets/page-2.js'] });
    expect(() => new Function(script)).not.toThrow();
    const go = script.slice(script.indexOf('function go(){'));
    expect(go).toContain(`["/assets/app-1.js","/assets/page-2.js"].forEach(function(h){l('modulepreload',h)})`);
    expect(go.indexOf('modulepreload')).toBeLessThan(go.indexOf('"/assets/index-abc.js"'));
    expect(loaderScript({ ...options, stylesOnDemand: false })).not.toContain('modulepreload');
  });

  it('otherwise brings the styles with the page script', () => {
    const script = loaderScript({ ...options, stylesOnDemand: false });
    expect(script).not.toContain(STYLES_EVENT);
    expect(script).toContain('function go(){styles();');
  });
});
