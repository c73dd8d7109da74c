/**
 * A text as Testing Library and jest-dom read a node's (getByText, toHaveTextContent): every run
 * of spaces, French's no-break ones included, as one plain space. Match a catalogue's text with it.
 */
export const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();
