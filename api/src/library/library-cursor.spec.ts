import { ReusedCursor } from './library-cursor';

describe('ReusedCursor', () => {
  it('reads once while the value is young, shares one read, and reads again once forgotten', async () => {
    let newest = 7;
    let reads = 0;
    const cursor = new ReusedCursor(async () => {
      reads += 1;
      return newest;
    }, 60_000);
    expect(await Promise.all([cursor.get(), cursor.get()])).toEqual([7, 7]);
    expect(reads).toBe(1);
    newest = 8;
    expect(await cursor.get()).toBe(7);
    cursor.forget();
    expect(await cursor.get()).toBe(8);
    expect(reads).toBe(2);
  });

  it('does not keep a value read while a write forgot it', async () => {
    let release: (value: number) => void = () => undefined;
    let reads = 0;
    const cursor = new ReusedCursor(() => {
      reads += 1;
      return reads === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(9);
    }, 60_000);
    const before = cursor.get();
    cursor.forget();
    release(8);
    expect(await before).toBe(8);
    expect(await cursor.get()).toBe(9);
  });

  it('passes a failed read on and tries again on the next call', async () => {
    let fail = true;
    const cursor = new ReusedCursor(async () => {
      if (fail) throw new Error('database down');
      return 3;
    });
    await expect(cursor.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cursor.get()).toBe(3);
  });
});
