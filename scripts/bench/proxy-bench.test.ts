// The proxy bench's figures from measured sides: the goals are set against the bare Node proxy.
import { cpuFigures, proxyFigures } from './proxy-bench.mjs';

const side = (rps: number, p99: number) => ({ rps, p99, p50: 1, ok: rps, non2xx: 0, errors: 0, runs: 2 });
const byName = (figures: ReturnType<typeof proxyFigures>) =>
  Object.fromEntries(figures.map((f) => [f.name.replace(/, \d+ connections$/, ''), f]));

describe('proxy bench figures', () => {
  it('sets the server against the bare Node proxy: throughput ≥ 0.75 of it, p99 at most 5 ms above', () => {
    const sides = {
      direct: side(20_000, 4),
      bare: side(10_000, 8),
      server: side(7_600, 13),
      nginx: side(18_000, 5),
    };
    const figures = byName(proxyFigures(sides, null));
    expect(figures['getHotGoods via server ÷ bare Node proxy']).toMatchObject({ value: 0.76, status: 'ok' });
    expect(figures['server p99 − bare Node proxy p99']).toMatchObject({ value: 5, status: 'ok' });
    expect(figures['getHotGoods via server ÷ nginx']).toMatchObject({ status: 'info' });

    const slow = byName(proxyFigures({ ...sides, server: side(7_000, 14) }, null));
    expect(slow['getHotGoods via server ÷ bare Node proxy']!.status).toBe('MISS');
    expect(slow['server p99 − bare Node proxy p99']!.status).toBe('MISS');
  });

  it('says that the server compresses the reply and the bare proxy passes it on as sent', () => {
    const sides = { direct: side(1, 1), bare: side(1, 1), server: side(1, 1) };
    const answers = { server: { encoding: 'br', bytes: 1302 }, bare: { encoding: 'identity', bytes: 5712 } };
    const figures = byName(proxyFigures(sides, null, answers));
    expect(figures['getHotGoods via server ÷ bare Node proxy']!.detail).toContain(
      "bodies: server br 1302 B (npm start's heap flags), bare identity 5712 B (V8 defaults)",
    );
  });

  it('says why nginx is missing instead of its figures', () => {
    const { direct, bare, server } = { direct: side(1, 1), bare: side(1, 1), server: side(1, 1) };
    const figures = byName(proxyFigures({ direct, bare, server }, 'nginx missing, skipped: no root'));
    expect(figures['getHotGoods via nginx ÷ direct']).toMatchObject({
      value: null,
      detail: 'nginx missing, skipped: no root',
    });
    expect(figures['getHotGoods via server ÷ nginx']).toBeUndefined();
  });

  it("holds the server's CPU per call to at most 1.25 times the proxy library's alone", () => {
    const cpu = (usPerCall: number) => ({ usPerCall, rounds: [usPerCall], rps: 600 });
    const [met, info] = cpuFigures({ bare: cpu(160), library: cpu(200), server: cpu(250) });
    expect(met).toMatchObject({ value: 1.25, status: 'ok' });
    expect(met!.detail).toContain('server 250 µs, library alone 200 µs, bare Node proxy 160 µs');
    expect(info).toMatchObject({ value: 1.25, status: 'info' });

    const [missed] = cpuFigures({ bare: cpu(160), library: cpu(200), server: cpu(251) });
    expect(missed!.status).toBe('MISS');
  });
});
