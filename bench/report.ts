export type TBenchResult = {
  name: string;
  value: number;
  unit: string;
  /** The design.md budget; a result beyond it is flagged. */
  budget?: number;
  lowerIsBetter?: boolean;
  note?: string;
};

export function formatResult(result: TBenchResult): string {
  const value = `${result.value.toFixed(result.value < 10 ? 2 : 0)} ${result.unit}`;
  let verdict = '';
  if (result.budget !== undefined) {
    const within =
      result.lowerIsBetter === false ? result.value >= result.budget : result.value <= result.budget;
    verdict = `  budget ${result.lowerIsBetter === false ? '>=' : '<='} ${result.budget} ${result.unit}: ${within ? 'OK' : 'OVER'}`;
  }
  return `${result.name.padEnd(58)} ${value.padStart(14)}${verdict}${result.note ? `  (${result.note})` : ''}`;
}
