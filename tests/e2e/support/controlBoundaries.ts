import type { Page } from '@playwright/test';

/**
 * The text boxes, selects and text areas on the page whose edge shows less than 3:1 against what is
 * behind them (WCAG 2.2 success criterion 1.4.11, non-text contrast), which axe does not check. A
 * control's edge is its border or its own background; when it has neither (a bare input inside a
 * bordered row, like the search bar's), the nearest of its three closest ancestors that has one.
 * Disabled controls are exempt, as the criterion says. One line per control: what it is and its best ratio.
 */
export function weakControlBoundaries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = readonly [number, number, number, number];
    const CONTROLS =
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=submit]):not([type=button]):not([type=color]), select, textarea';
    const parse = (value: string): Rgba | null => {
      const match = /^rgba?\(([^)]*)\)$/.exec(value.trim());
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map((part) => (part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part)));
      return [r, g, b, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (one: Rgba, other: Rgba) => {
      const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const behind = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    /** The best ratio the element's own edge shows, or null when it has no border and no background of its own. */
    const edgeRatio = (element: Element): number | null => {
      const style = getComputedStyle(element);
      const back = behind(element);
      const ratios: number[] = [];
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
        const line = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
        const colour = parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
        if (width > 0 && line !== 'none' && line !== 'hidden' && colour && colour[3] > 0) ratios.push(contrast(over(colour, back), back));
      }
      const fill = parse(style.backgroundColor);
      if (fill && fill[3] > 0) ratios.push(contrast(over(fill, back), back));
      return ratios.length === 0 ? null : Math.max(...ratios);
    };
    const describe = (element: HTMLElement) => {
      const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
      const name = element.getAttribute('aria-label') ?? label ?? element.getAttribute('name') ?? element.id;
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${name ? ` "${name.slice(0, 60)}"` : ''}`;
    };
    const weak: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if ((control as HTMLInputElement).disabled || !control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let ratio: number | null = null;
      for (let box: Element | null = control, level = 0; box && level < 4 && ratio === null; box = box.parentElement, level += 1)
        ratio = edgeRatio(box);
      // A bare control with no edge within reach is reported as 1:1 (nothing tells where it is).
      if (ratio === null || ratio < 3) weak.push(`${describe(control)}: ${(ratio ?? 1).toFixed(2)}:1`);
    }
    return weak;
  });
}
