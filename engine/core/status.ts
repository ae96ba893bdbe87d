/** System status codes of spec §4. */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
/** One system status code. */
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

/** The status to show: maintenance wins over a region restriction. */
export function systemStatus(maintenance: boolean, regionRestricted: boolean): SystemStatusCode {
  if (maintenance) return SystemStatus.maintenance;
  if (regionRestricted) return SystemStatus.regionRestricted;
  return SystemStatus.normal;
}
