/**
 * Demo content for a fresh database, so a new installation shows a working notice strip,
 * announcements and popup out of the box. Each served brand gets its own rows in English and
 * Tagalog (TY); operators remove or replace them with the CLI.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { NoticeType } from '../../../schemas/common.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { announcements } from './tables.ts';

interface DemoNotice {
  type: NoticeType;
  EN: { title: string; content: string };
  TY: { title: string; content: string };
}

function demoNotices(brand: Brand): DemoNotice[] {
  const { name } = brand;
  const age = brand.compliance.minimumAge;
  const bonusCap = `${brand.currency.symbol}1,000`;
  return [
    {
      type: 'B',
      EN: {
        title: 'Faster deposits',
        content:
          '<p>Deposits through e-wallets are now credited within 5 minutes, 24 hours a day.</p>',
      },
      TY: {
        title: 'Mas mabilis na deposito',
        content:
          '<p>Ang mga deposito sa e-wallet ay papasok na sa loob ng 5 minuto, 24 oras araw-araw.</p>',
      },
    },
    {
      type: 'PL',
      EN: {
        title: `Welcome to ${name}`,
        content: `<p>Thank you for playing at ${name}. Verify your mobile number in <strong>My Account</strong> to protect your wallet and receive withdrawal notices.</p>`,
      },
      TY: {
        title: `Maligayang pagdating sa ${name}`,
        content: `<p>Salamat sa paglalaro sa ${name}. I-verify ang iyong mobile number sa <strong>My Account</strong> para maprotektahan ang iyong wallet at makatanggap ng abiso sa withdrawal.</p>`,
      },
    },
    {
      type: 'PR',
      EN: {
        title: 'Weekend reload bonus',
        content: `<p>Deposit from Friday to Sunday and receive a 10% reload bonus of up to ${bonusCap}.</p><p>10x turnover applies. See <a href="/promotions">Promotions</a> for the full terms.</p>`,
      },
      TY: {
        title: 'Weekend reload bonus',
        content: `<p>Mag-deposit mula Biyernes hanggang Linggo at makatanggap ng 10% reload bonus hanggang ${bonusCap}.</p><p>May 10x turnover. Tingnan ang <a href="/promotions">Promotions</a> para sa buong patakaran.</p>`,
      },
    },
    {
      type: 'PU',
      EN: {
        title: 'Play responsibly',
        content: `<p>You must be ${age} or over to play. Set a deposit limit in My Account, and take a break when it stops being fun.</p>`,
      },
      TY: {
        title: 'Maglaro nang responsable',
        content: `<p>Dapat ikaw ay ${age} taong gulang pataas para makapaglaro. Magtakda ng limitasyon sa deposito sa My Account, at magpahinga kapag hindi na ito masaya.</p>`,
      },
    },
  ];
}

/** Inserts the demo announcements of every brand; returns how many rows were written. */
export async function seedDemo(
  db: Database,
  clock: Clock,
  brands: readonly Brand[],
): Promise<number> {
  const now = clock.now();
  const rows = brands.flatMap((brand) =>
    demoNotices(brand).flatMap((notice) =>
      (['EN', 'TY'] as const).map((language) => ({
        brandId: brand.id,
        type: notice.type,
        language,
        title: notice[language].title,
        content: notice[language].content,
        createdAt: now,
        startsAt: now,
      })),
    ),
  );
  if (rows.length === 0) return 0;
  await db.insert(announcements).values(rows);
  return rows.length;
}
