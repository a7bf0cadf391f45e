// Company logos the app serves itself (GET api/logos/<domain>.svg): a monogram made once per known company
// and kept in object storage (logos/<domain>.svg), then served from there; a domain no company has gets its
// monogram drawn on the fly and nothing stored, so anonymous requests cannot fill the storage.
import { Inject, Injectable } from '@nestjs/common';
import { logoUrl } from './logo-url';
import { normaliseDomain } from '@leadsignal/search';
import { DomainError, OBJECT_STORAGE, ObjectNotFoundError, type ObjectStorage } from '@leadsignal/server-core';
import type { Readable } from 'node:stream';
import { LogosRepository } from './logos.repository';
import { monogramSvg } from './monogram';

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

@Injectable()
export class LogosService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly logos: LogosRepository,
  ) {}

  /** company/generateLogo: makes sure a known company's logo is stored; answers its address. */
  async generate(input: string): Promise<{ url: string }> {
    const domain = this.domainOf(input);
    const name = await this.logos.companyName(domain);
    if (name && !(await this.storage.exists(keyOf(domain)))) await this.store(domain, name);
    return { url: logoUrl(domain) };
  }

  /** The image of GET api/logos/<domain>.svg. */
  async image(input: string): Promise<Readable | string> {
    const domain = this.domainOf(input);
    try {
      return await this.storage.get(keyOf(domain));
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
    }
    const name = await this.logos.companyName(domain);
    if (!name) return monogramSvg(domain.split('.')[0], domain);
    return this.store(domain, name);
  }

  private async store(domain: string, name: string): Promise<string> {
    const svg = monogramSvg(name, domain);
    await this.storage.put(keyOf(domain), svg, { contentType: 'image/svg+xml' });
    return svg;
  }

  private domainOf(input: string): string {
    const domain = normaliseDomain(input);
    if (!DOMAIN.test(domain) || domain.length > 253)
      throw DomainError.invalid('domain must be a domain such as acme.com.', 'domain');
    return domain;
  }
}

function keyOf(domain: string): string {
  return `logos/${domain}.svg`;
}
