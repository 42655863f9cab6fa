import { describe, expect, it } from 'vitest';
import { createChangeLog, tagOfNotice } from './change-log';

describe('the catalogue change log', () => {
  it('names the slides apart from the rest of the catalogue', () => {
    expect(['words', 'items', 'banners'].map(tagOfNotice)).toEqual(['catalogue', 'catalogue', 'banners']);
  });

  it('gives a reader the changes after the id it last read', () => {
    const log = createChangeLog();
    const [start] = log.since(undefined);
    log.record('banners');
    log.record('catalogue');
    expect(log.since(start?.id).map((change) => change.tag)).toEqual(['banners', 'catalogue']);
    const [, last] = log.since(start?.id);
    expect(log.since(last?.id)).toEqual([]);
  });

  it('says anything may have changed to a new reader, a reader of another process, or one that missed too much', () => {
    const log = createChangeLog(2);
    expect(log.since(undefined).map((change) => change.tag)).toEqual(['*']);
    const [start] = log.since(undefined);
    expect(log.since(`feedbeef:${start?.id.split(':')[1]}`).map((change) => change.tag)).toEqual(['*']);
    for (let n = 0; n < 3; n++) log.record('catalogue');
    expect(log.since(start?.id).map((change) => change.tag)).toEqual(['*']);
    expect(log.since('nonsense').map((change) => change.tag)).toEqual(['*']);
  });

  it('tells every subscriber of each change, and ends them all on close', () => {
    const log = createChangeLog();
    const seen: string[] = [];
    let ended = 0;
    const stop = log.subscribe(
      (change) => seen.push(change.tag),
      () => ended++,
    );
    log.subscribe(
      () => {},
      () => ended++,
    );
    log.record('banners');
    stop();
    log.record('catalogue');
    log.endAll();
    expect(seen).toEqual(['banners']);
    expect(ended).toBe(1);
  });
});
