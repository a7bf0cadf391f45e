// A kind's endpoints are made once, whoever asks for them first (its definition, a saved-search page, the home
// dashboard): RTK Query takes an endpoint name only once, and one set of endpoints means one cache per kind.
import type { KindManifest } from '@leadsignal/contracts';

export function oncePerKind<T>(make: (manifest: KindManifest) => T): (manifest: KindManifest) => T {
  const made = new WeakMap<KindManifest, T>();
  return (manifest) => {
    if (!made.has(manifest)) made.set(manifest, make(manifest));
    return made.get(manifest) as T;
  };
}
