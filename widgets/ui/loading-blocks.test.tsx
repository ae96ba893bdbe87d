import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingBlocks } from './loading-blocks.tsx';

describe('LoadingBlocks', () => {
  it('sizes its blocks without a style attribute, which the CSP would block on the server', () => {
    const html = renderToString(<LoadingBlocks label="Loading the form" heights={[44, 120]} />);
    expect(html).toContain('Loading the form');
    expect(html.match(/<svg[^>]* height="(\d+)"/g)).toHaveLength(2);
    expect(html).toContain('height="44"');
    expect(html).toContain('height="120"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
