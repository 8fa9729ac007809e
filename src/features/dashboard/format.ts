import { useTranslation } from 'react-i18next';

export interface Formatters {
  /** `5000` as the page's language writes it (`5,000`, `5000`, `٥٠٠٠`). */
  number: (value: number) => string;
  /** A whole price in a currency (`$49`, `49 US$`). */
  price: (value: number, currency: string) => string;
  /** A price with cents (`$0.049` per call). */
  unitPrice: (value: number, currency: string) => string;
}

/** Numbers and prices in the page's language (Intl), as CONTRIBUTING asks. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return {
    number: (value) => new Intl.NumberFormat(lang).format(value),
    price: (value, currency) => new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value),
    unitPrice: (value, currency) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value),
  };
}
