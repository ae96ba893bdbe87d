/** A circular country flag (spec §2: "Flags are circular images by country code"). */
export function Flag({ country, size = 20 }: { country: string; size?: number }) {
  return (
    <img
      className="flag"
      src={`/flags/${country.toLowerCase()}.svg`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
