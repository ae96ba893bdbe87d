import type { FeatureNode } from '../../schemas/brand.ts';

/**
 * Whitelabel feature flags the engine reads (spec §3 and §6). A brand may add other nodes; the
 * tree is the platform's `/wps/system/whitelabel` answer.
 */
export const knownFlags = {
  mobileReg: 'mobileReg',
  mobileRegPass: 'mobileRegPass',
  usernameEnabled: 'usernameEnabled',
  smsEnabled: 'smsEnabled',
  smsRegistration: 'MOBILENUMREG3',
  facebookLogin: 'FACEBOOKLOGIN',
  googleLogin: 'GOOGLELOGIN',
  forgotByEmail: 'CHNGPASSMAIL3',
  forgotByPhone: 'CHNGPASSVERIF3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  freePlay: 'freePlay',
  passwordExpiry: 'passwordExpiry',
  referralPromo: 'referralPromo',
} as const;

/** Every `modId` in the tree, depth first. */
export function collectModIds(tree: readonly FeatureNode[]): string[] {
  return tree.flatMap((node) => [node.modId, ...collectModIds(node.childrenNodes ?? [])]);
}

/**
 * True when the node named `modId` exists and it and every ancestor are enabled: turning off a
 * parent such as `REGISTRATION` turns off everything under it.
 */
export function isFeatureEnabled(tree: readonly FeatureNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes ?? [], modId)) return true;
  }
  return false;
}

/** Returns a copy of `tree` with `overrides` (modId -> enabled) applied wherever the node is. */
export function applyFlagOverrides(
  tree: readonly FeatureNode[],
  overrides: Readonly<Record<string, boolean>>,
): FeatureNode[] {
  return tree.map((node) => ({
    modId: node.modId,
    enabled: overrides[node.modId] ?? node.enabled,
    childrenNodes: applyFlagOverrides(node.childrenNodes ?? [], overrides),
  }));
}
