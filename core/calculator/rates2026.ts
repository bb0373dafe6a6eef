import type { RatesTable } from './RatesTable.ts';

/**
 * Every rate and amount the calculator uses, for the tax year 2026, in one dated table. Amounts in
 * grosze, rates in hundredths of a per cent (money.ts). Checked on 2026-11-23 against the sources
 * named beside each value; docs/calculator.md repeats the table. A new year is a new table of the
 * same shape: nothing else in core/calculator holds a figure.
 */
export const rates2026: RatesTable = {
  year: 2026,
  checkedOn: '2026-11-23',
  // Rozporządzenie Rady Ministrów z 11 września 2025 r. w sprawie wysokości minimalnego wynagrodzenia
  // za pracę oraz minimalnej stawki godzinowej w 2026 r.: 4 806 zł (reported by gazetaprawna.pl,
  // 2026-01-08, and forsal.pl, 2025-11-04).
  minimumWage: 480_600,
  // Ustawa budżetowa na rok 2026, prognozowane przeciętne wynagrodzenie: 9 420 zł (ZUS announcement
  // of January 2026, reported by ksiegowosc.infor.pl, 2026-01-16). The MRPiPS notice (obwieszczenie)
  // itself was not found in the searchable sources: its number and date are not confirmed here.
  forecastAverageWage: 942_000,
  // Art. 19 ust. 1 ustawy o systemie ubezpieczeń społecznych: 30 × 9 420 zł = 282 600 zł
  // (gazetaprawna.pl, "Aż 282 600 zł. Dopiero taki przychód zwolni ze składek ZUS w 2026 r.").
  pensionCapBase: 28_260_000,
  // Art. 22 ust. 1 i art. 16 ustawy o systemie ubezpieczeń społecznych: the employee's halves of
  // emerytalna 19.52% and rentowa 8% (1.5% employee, 6.5% employer), chorobowa 2.45% all employee.
  employee: { pension: 976, disability: 150, sickness: 245 },
  employer: {
    pension: 976,
    disability: 650,
    // Wypadkowa: 50% of the highest group rate (3.33%) for payers of up to 9 insured, the rate the
    // calculator assumes; larger employers have their own rate (0.67%–3.33%, rozporządzenie MRiPS
    // of 25 March 2024, podatki.biz 2024-03).
    accident: 167,
    // Fundusz Pracy 2.45% (with Fundusz Solidarnościowy), due when the month's base reaches the
    // minimum wage; FGŚP 0.10%. Confirmed by the 2026 cost of a minimum-wage employee (inewi.pl).
    labourFund: 245,
    guaranteeFund: 10,
  },
  // Art. 26–27 ustawy o pracowniczych planach kapitałowych: basic payments 2% employee, 1.5% employer.
  ppk: { employee: 200, employer: 150 },
  // Art. 79 ustawy o świadczeniach opieki zdrowotnej: 9%; 4.9% for the linear tax (art. 79 ust. 1 pkt 2).
  health: { rate: 900, linearRate: 490 },
  pit: {
    // Art. 27 ust. 1 ustawy o PIT: 12% up to 120 000 zł, 32% above; reduction 3 600 zł a year
    // (the 30 000 zł tax-free amount), 300 zł a month with PIT-2 (art. 32 ust. 3).
    lowerRate: 1200,
    upperRate: 3200,
    threshold: 12_000_000,
    yearlyReduction: 360_000,
    monthlyReduction: 30_000,
    // Art. 22 ust. 2: employee costs 250 zł a month, 300 zł when commuting from another town.
    employeeCosts: 25_000,
    commuterCosts: 30_000,
    // Art. 22 ust. 9 pkt 4 and 9a: 20% for civil contracts, 50% for authors' rights, at most 120 000 zł a year.
    civilCosts: 2000,
    authorCosts: 5000,
    authorCostsYearlyLimit: 12_000_000,
    // Art. 30 ust. 1 pkt 5a: a contract of up to 200 zł with someone not employed by the payer: 12% flat.
    smallContractLimit: 20_000,
    smallContractRate: 1200,
    // Art. 21 ust. 1 pkt 148: revenue of people under 26 from employment and mandate contracts, up to 85 528 zł.
    youthExemptionLimit: 8_552_800,
    // Art. 30c: linear tax 19%.
    linearRate: 1900,
  },
  b2b: {
    // ZUS, 2026 (ksiegowosc.infor.pl 2026-01-16; wydarzenia.interia.pl 2026-01-07): base 60% of
    // 9 420 zł = 5 652 zł (1 926.76 zł with sickness and FP); preferential 30% of 4 806 zł = 1 441.80 zł.
    fullBase: 565_200,
    preferentialBase: 144_180,
    // Art. 18 Prawa przedsiębiorców: the first 6 full months without social contributions.
    startReliefMonths: 6,
    pension: 1952,
    disability: 800,
    sickness: 245,
    accident: 167,
    labourFund: 245,
    // Art. 81 ust. 2 ustawy o świadczeniach: the minimum health base is the minimum wage in 2026,
    // 9% of 4 806 zł = 432.54 zł (the 75% base of 2025 was not extended; twoje-biuro-rachunkowe.com.pl).
    minimumHealthBase: 480_600,
    // Linear tax: health deductible up to 14 100 zł in 2026 (Minister of Finance notice, reported by
    // podatki.gazetaprawna.pl; the notice's own reference was not confirmed here).
    linearHealthDeductionLimit: 1_410_000,
    // Lump-sum tax: GUS notice of 22 January 2026, Q4 2025 average wage in the enterprise sector with
    // profit payments 9 228.64 zł (ksiegowosc.infor.pl 2026-01-27): 498.35 / 830.58 / 1 495.04 zł a month.
    lumpHealthAverageWage: 922_864,
    lumpHealthBrackets: [
      { revenueAbove: 0, share: 6000 },
      { revenueAbove: 6_000_000, share: 10_000 },
      { revenueAbove: 30_000_000, share: 18_000 },
    ],
    // Art. 11 ust. 1c ustawy o zryczałtowanym podatku: half of the paid health contribution off revenue.
    lumpHealthDeduction: 5000,
    // Art. 12 ustawy o zryczałtowanym podatku: 12% (IT services), 8.5% and 15% (other services).
    lumpRates: [850, 1200, 1500],
  },
};
