import path from 'node:path';

import { clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 27, low item: /static-agreements/ serves only the built agreement PDFs. Without a dist/, the folder
 * served is the sources' (static-agreements/, with index.ts and src/*.md): those answer 404.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ agreementsDir: path.resolve('static-agreements') });
});
afterAll(() => server.close());

describe('the agreements folder without dist/', () => {
  it.each(['index.ts', 'src/privacy-policy.md', 'src/', 'privacy-policy.md'])(
    'does not serve %s',
    async (file) => {
      const answer = await clientOf(server).request('GET', `/static-agreements/${file}`);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('AGREEMENTS');
    },
  );

  it('serves the PDFs', async () => {
    const answer = await clientOf(server).request('GET', '/static-agreements/privacy-policy.pdf');
    expect([answer.status, answer.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
