/** A character as a reader can see it: invisible ones (spaces, controls) by their code point. */
export function describeCharacter(character: string): string {
  if (/^[\s\p{C}]$/u.test(character)) return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return character;
}
