/** Children of `el`: elements, text, or nothing (left out), so markup can be written conditionally. */
export type Child = Node | string | null | undefined | false;

const present = (children: Child[]) => children.filter((child): child is Node | string => child !== null && child !== undefined && child !== false);

/**
 * One element with its attributes and children. Text goes in as text nodes, never as HTML, so
 * a shop's name or a shipment number cannot inject markup.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...present(children));
  return element;
}

/** Replaces what `parent` shows. */
export function show(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...present(children));
}
