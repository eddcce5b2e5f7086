import net from 'node:net';
import {
  blockSize,
  chooseFreeBlock,
  copyOffsets,
  portsFrom,
  portsOfRun,
  testPorts,
  workerStride,
} from './ports';

const copyPortsOf = (preview: number) =>
  [0, 1, 2].flatMap((worker) =>
    Object.values(copyOffsets).map((offset) => preview + offset + worker * workerStride),
  );

describe('the ports of a run', () => {
  test('no two roles share a port, in the usual ports or in a block', () => {
    for (const ports of [testPorts({}), portsFrom(12_000)]) {
      const named = Object.values(ports);
      const all = [...named, ...copyPortsOf(ports.preview)];
      expect(new Set(all).size).toBe(all.length);
      // Every copy's port is among those checked to be free.
      expect(portsOfRun(ports)).toEqual(expect.arrayContaining(all));
    }
  });

  test('a block holds every port it names', () => {
    const base = 12_000;
    for (const port of portsOfRun(portsFrom(base))) {
      expect(port).toBeGreaterThanOrEqual(base);
      expect(port).toBeLessThan(base + blockSize);
    }
  });

  test('TEST_PORT_BASE moves every port into its block; without it, the usual ones', () => {
    expect(testPorts({ TEST_PORT_BASE: '12000' })).toEqual(portsFrom(12_000));
    expect(testPorts({})).toMatchObject({
      preview: 4173,
      editorSite: 3000,
      editorGraphql: 4001,
      editorDatalayer: 9000,
    });
  });

  test('a block with a port taken is passed over for one whose ports are all free', async () => {
    // The first block tried (10000) has a listener on one of its ports (ours, or already another's).
    const taken = net.createServer();
    await new Promise<void>((resolve) => {
      taken.once('error', () => resolve());
      taken.listen(10_000 + 301, '127.0.0.1', resolve);
    });
    const tries = [0, 10 / 55];
    try {
      const base = await chooseFreeBlock(() => tries.shift() ?? Math.random());
      expect(base).not.toBe(10_000);
    } finally {
      taken.close();
    }
  });
});
