import { formatNumber } from '@/lib/format';
import { useLocale } from '@/ui/useLocale';

export interface Formatters {
  /** `5000` as the page's language writes it (`5,000`, `5000`; Western digits in Arabic, see lib/format). */
  number: (value: number) => string;
  /** A whole price in a currency (`$49`, `49 US$`). */
  price: (value: number, currency: string) => string;
  /** A price with cents (`$0.049` per call). */
  unitPrice: (value: number, currency: string) => string;
}

/** Numbers and prices in the page's language, through the one formatter of `lib/format.ts`. */
export function useFormatters(): Formatters {
  const locale = useLocale();
  return {
    number: (value) => formatNumber(value, locale),
    price: (value, currency) => formatNumber(value, locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
    unitPrice: (value, currency) =>
      formatNumber(value, locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 3 }),
  };
}
