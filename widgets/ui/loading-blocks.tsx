import './loading-blocks.css';

/**
 * Placeholder blocks of the given heights (px) while a form's data loads, announced to
 * assistive technology by `label`. Each block is an empty SVG sized by its `height` attribute:
 * a style attribute in the server's HTML would be blocked by the site's CSP (style-src 'self').
 */
export function LoadingBlocks({ label, heights }: { label: string; heights: readonly number[] }) {
  return (
    <div className="loading-blocks" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heights.map((height, index) => (
        <svg key={index} className="loading-blocks__block" height={height} aria-hidden="true" />
      ))}
    </div>
  );
}
