import { catalogue, type Catalogue } from './catalogue';

/**
 * A part of a catalogue's section (`textIn('messages', 'api')`) that follows the current language
 * at each read, as textOf does for a whole section: the long-standing names (MSG, FIELD_MSG,
 * CLIENT_MSG...) are these. Read a text where it is used, never into a module-level constant.
 */
export function textIn<S extends keyof Catalogue, K extends keyof Catalogue[S]>(section: S, key: K): Catalogue[S][K] {
  const part = () => catalogue()[section][key] as object;
  return new Proxy({} as Catalogue[S][K] & object, {
    get: (_, name) => Reflect.get(part(), name),
    has: (_, name) => name in part(),
    ownKeys: () => Reflect.ownKeys(part()),
    getOwnPropertyDescriptor: (_, name) => {
      if (!Object.hasOwn(part(), name)) return undefined;
      return { value: Reflect.get(part(), name), enumerable: true, configurable: true, writable: false };
    },
  });
}
