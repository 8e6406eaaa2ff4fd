import type { TFunction } from 'i18next';

/** A step's name, or "<Kind> step" when the creator has not named it yet. */
export function stepLabel(t: TFunction<'protocol-runs'>, step: { name: string; kind: string }): string {
  const name = step.name.trim();
  return name !== '' ? name : t('unnamedStep', { kind: t(`kind.${step.kind}`, { defaultValue: step.kind }) });
}

export function formatCount(value: number, language: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}
