/**
 * An agent registers a downline account from the agent center (spec §2 "register account"):
 * a player, or a sub-agent one level deeper, directly under the agent. The username and the
 * password follow the brand's registration rules, as a player's own registration does; a
 * sub-agent deeper than the brand's `agents.maxLevels` is refused. The account, its place in the
 * tree and (for a sub-agent) its history record are written in one transaction under the
 * brand's agent lock.
 */
import { checkField, registrationForm } from '../../../engine/core/registration.ts';
import type { FieldErrorCode } from '../../../schemas/api/errors.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { fieldError, validationError } from '../../kernel/errors.ts';
import {
  hashPassword,
  insertMember,
  memberByUsername,
  takenField,
  uniqueViolation,
  type MemberRow,
} from '../accounts/index.ts';
import { withAgentLock } from './contracts.ts';
import { applyTreeChange } from './operations.ts';
import { uplinesOf } from './tree.ts';

/** What an agent fills in to register a downline. */
export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  /** A player, or a sub-agent (agent type 1). */
  role: 'player' | 'agent';
}

/** The field problems of `input` by the brand's registration rules; empty when none. */
function problemsOf(brand: Brand, input: DownlineInput): Record<string, FieldErrorCode> {
  const problems: Record<string, FieldErrorCode> = {};
  for (const field of registrationForm(brand, 'register')) {
    if (field.name !== 'username' && field.name !== 'password') continue;
    const problem = checkField(input[field.name].trim(), field.rule, true);
    if (problem) problems[field.name] = problem.code;
  }
  if (problems.password === undefined && input.confirmPassword.trim() !== input.password.trim())
    problems.confirmPassword = 'mismatch';
  return problems;
}

/** Registers `input` under `agent`; the new member. */
export async function registerDownline(
  db: Database,
  clock: Clock,
  brand: Brand,
  agent: MemberRow,
  input: DownlineInput,
): Promise<MemberRow> {
  const problems = problemsOf(brand, input);
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  const username = input.username.trim();
  if (await memberByUsername(db, brand.id, username)) throw fieldError({ username: 'taken' });
  if (input.role === 'agent') {
    const level = (await uplinesOf(db, agent.id)).length + 2;
    if (level > brand.agents.maxLevels) throw validationError({ role: 'tooDeep' });
  }
  const passwordHash = await hashPassword(input.password.trim());
  const now = clock.now();
  try {
    return await withAgentLock(db, brand.id, async (tx) => {
      const member = await insertMember(tx, brand, {
        brandId: brand.id,
        username,
        passwordHash,
        passwordChangedAt: now,
        uplineId: agent.id,
        registerMethod: 'AGENT',
        createdAt: now,
      });
      if (input.role === 'player') return member;
      return applyTreeChange(
        tx,
        clock,
        brand,
        member,
        { kind: 'make', type: 1 },
        `registered by ${agent.username} in the agent center`,
      );
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null && takenField(constraint) === 'username')
      throw fieldError({ username: 'taken' });
    throw error;
  }
}
