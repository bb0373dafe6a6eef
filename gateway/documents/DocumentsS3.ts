import type { Documents, StoredBytes } from './Documents.ts';
import type { S3Settings } from './DocumentsSettings.ts';
import { sha256Hex, signV4, uriEncode } from './sigV4.ts';

export type S3Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) => Promise<Response>;

/**
 * Documents in an S3-compatible bucket (DOCUMENTS_S3_URL): PUT, GET and DELETE of one object each,
 * signed with SigV4 (sigV4.ts). The bucket is private: files reach people only through this app's
 * signed addresses, after its own checks. A status the store should not answer throws.
 */
export class DocumentsS3 implements Documents {
  readonly storage = 's3' as const;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly fetchFunction: S3Fetch = (url, init) =>
      fetch(url, { method: init.method, headers: init.headers, ...(init.body ? { body: new Uint8Array(init.body) } : {}) }),
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { 'content-type': contentType }, bytes);
    if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`);
  }

  async get(key: string): Promise<StoredBytes | null> {
    const response = await this.send('GET', key, {});
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET answered ${response.status}`);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const response = await this.send('DELETE', key, {});
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE answered ${response.status}`);
    }
  }

  /** The object's address: endpoint, bucket, prefix and key, each segment encoded once. */
  objectUrl(key: string): URL {
    const parts = [this.settings.bucket, ...this.settings.prefix.split('/').filter((part) => part !== ''), key];
    return new URL(`${this.settings.endpoint}/${parts.map(uriEncode).join('/')}`);
  }

  private send(method: string, key: string, headers: Record<string, string>, body?: Buffer): Promise<Response> {
    const url = this.objectUrl(key);
    const signed = signV4(
      { method, url, headers, payloadHash: sha256Hex(body ?? '') },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey, region: this.settings.region, service: 's3' },
      this.now(),
    );
    return this.fetchFunction(url.href, { method, headers: { ...headers, ...signed }, ...(body ? { body } : {}) });
  }
}
