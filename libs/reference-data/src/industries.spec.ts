import { INDUSTRIES, TOP_LEVEL_INDUSTRIES, findOption, topLevelIndustryOf } from './index';

describe('industries', () => {
  it('has 434 industries with lower-case values and title-case labels', () => {
    expect(INDUSTRIES).toHaveLength(434);
    expect(new Set(INDUSTRIES.map((i) => i.value)).size).toBe(434);
    for (const industry of INDUSTRIES) expect(industry.label.toLowerCase()).toBe(industry.value);
    expect(findOption(INDUSTRIES, 'it services and it consulting')?.label).toBe('IT Services and IT Consulting');
  });

  it('has the 20 root industries, each also an industry that is its own root', () => {
    expect(TOP_LEVEL_INDUSTRIES).toHaveLength(20);
    for (const root of TOP_LEVEL_INDUSTRIES) {
      expect(findOption(INDUSTRIES, root.value)?.label).toBe(root.label);
      expect(topLevelIndustryOf(root.value)).toEqual(root);
    }
  });

  it('maps every industry to one of the 20 roots', () => {
    const roots = new Set(TOP_LEVEL_INDUSTRIES.map((root) => root.value));
    for (const industry of INDUSTRIES) {
      expect(roots.has(industry.topLevel)).toBe(true);
      expect(topLevelIndustryOf(industry.value)?.value).toBe(industry.topLevel);
    }
    expect(new Set(INDUSTRIES.map((i) => i.topLevel)).size).toBe(20);
  });

  it.each([
    // from the CSV's top_level column
    ['accounting', 'professional services'],
    ['airlines and aviation', 'transportation, logistics, supply chain and storage'],
    // completed through scripts/industry-parents.js
    ['wineries', 'manufacturing'],
    ['hydroelectric power generation', 'utilities'],
    ['internet news', 'technology, information and media'],
    ['venture capital and private equity principals', 'financial services'],
    ['dentists', 'hospitals and health care'],
    ['restaurants', 'accommodation services'],
    ['law enforcement', 'government administration'],
    ['executive search services', 'administrative and support services'],
    ['flight training', 'education'],
    ['theater companies', 'entertainment providers'],
    ['retail groceries', 'retail'],
    ['coal mining', 'oil, gas, and mining'],
    ['horticulture', 'farming, ranching, forestry'],
    ['residential building construction', 'construction'],
    ['real estate agents and brokers', 'real estate and equipment rental services'],
    ['pet services', 'consumer services'],
  ])('%s belongs to %s', (industry, root) => {
    expect(topLevelIndustryOf(industry)?.value).toBe(root);
  });

  it('accepts labels and answers undefined for unknown industries', () => {
    expect(topLevelIndustryOf('Wineries')?.label).toBe('Manufacturing');
    expect(topLevelIndustryOf('basket weaving')).toBeUndefined();
  });
});
