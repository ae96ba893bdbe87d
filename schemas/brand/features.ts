/** The whitelabel feature tree of a brand (spec §3). */
/** One node of the whitelabel feature tree (spec §3: modId, enabled, childrenNodes). */
export const featureNodeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['modId', 'enabled'],
  properties: {
    modId: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    enabled: { type: 'boolean' },
    childrenNodes: { type: 'array', items: { $ref: '#/$defs/featureNode' }, default: [] },
  },
} as const;
/** A whitelabel feature node. Written by hand because FromSchema cannot follow recursive refs. */
export interface FeatureNode {
  modId: string;
  enabled: boolean;
  childrenNodes: FeatureNode[];
}
