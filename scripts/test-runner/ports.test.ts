import net from 'node:net';
import lockfile from 'proper-lockfile';
import {
  blockSize,
  chooseFreeBlock,
  choosePorts,
  claimFile,
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
      // Not kept claimed: once the port is free again, another run may take the block.
      expect(await lockfile.check(claimFile('10000'), { realpath: false })).toBe(false);
    } finally {
      taken.close();
    }
  });

  test('ports another run has claimed are passed over, though nothing listens on them yet', async () => {
    // Two runs that start together both find the usual ports free: the first to claim them keeps
    // them, the other takes a block. Here this test is the other run (or `npm test` around it is).
    const release = await lockfile.lock(claimFile('usual'), { realpath: false }).catch(() => undefined);
    const block = 10_000 + 20 * blockSize;
    const releaseBlock = await lockfile.lock(claimFile(String(block)), { realpath: false });
    const tries = [20 / 55];
    try {
      expect(await choosePorts()).toBeDefined();
      expect(await chooseFreeBlock(() => tries.shift() ?? Math.random())).not.toBe(block);
    } finally {
      await release?.();
      await releaseBlock();
    }
  });
});
