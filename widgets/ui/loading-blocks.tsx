import './loading-blocks.css';

/**
 * Placeholder blocks of the given heights (px) while a form's data loads, announced to
 * assistive technology by `label`.
 */
export function LoadingBlocks({ label, heights }: { label: string; heights: readonly number[] }) {
  return (
    <div className="loading-blocks" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {heights.map((height, index) => (
        <span key={index} style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
