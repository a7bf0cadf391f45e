// Per-kind request bodies made by one factory from the kind manifest, and the reported sources' kinds.
import { EXPORT_REQUEST_SCHEMAS } from './export-requests';
import { KIND_MANIFESTS } from './kind-manifest';
import { REPORTED_SOURCE_KINDS, REPORTED_SOURCES } from './alerts';
import { SEARCH_KINDS } from './search-kinds';

const ID = '0190a6c2-0000-7000-8000-000000000001';

describe('download-selected bodies', () => {
  it.each(SEARCH_KINDS)('%s reads its manifest key and words its refusals with its nouns', (kind) => {
    const { selectedKey } = KIND_MANIFESTS[kind].api.exports;
    const { one } = KIND_MANIFESTS[kind].nouns;
    const schema = EXPORT_REQUEST_SCHEMAS[kind].selected;
    expect(schema.parse({ [selectedKey]: [{ id: ID, other: 1 }] })).toEqual({ [selectedKey]: [{ id: ID }] });
    const empty = schema.safeParse({ [selectedKey]: [] });
    expect(empty.success || empty.error.issues[0].message).toBe(`Select at least one ${one} to download.`);
    const bad = schema.safeParse({ [selectedKey]: [{ id: 'x' }] });
    expect(bad.success || bad.error.issues[0].message).toBe(`Each selected ${one} needs a valid id.`);
    expect(schema.safeParse({ [selectedKey]: [{ id: ID }], extra: true }).success).toBe(false);
  });

  it('keeps the alert wording', () => {
    const empty = EXPORT_REQUEST_SCHEMAS.alerts.selected.safeParse({ events: [] });
    expect(empty.success || empty.error.issues[0].message).toBe('Select at least one alert to download.');
  });
});

describe('export-all bodies', () => {
  it.each(SEARCH_KINDS)('%s needs a name and refuses notifications without a saved search', (kind) => {
    const schema = EXPORT_REQUEST_SCHEMAS[kind].all;
    expect(schema.safeParse({ csvDownloadName: 'Mine' }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
    const refused = schema.safeParse({ csvDownloadName: 'Mine', enableNotification: true });
    expect(refused.success || refused.error.issues[0].path).toEqual(['enableNotification']);
  });
});

describe('reported sources', () => {
  it('name each search kind once', () => {
    expect(REPORTED_SOURCES.map((source) => REPORTED_SOURCE_KINDS[source]).sort()).toEqual([...SEARCH_KINDS].sort());
  });
});
