import { useTranslation } from 'react-i18next';
import type { ProductSpecification } from '../../contracts/product-specification.ts';
import { doseMeasure } from '../../contracts/specification-text.ts';
import { isDiffuseBand } from '../../science/figures/figure-geometry.ts';
import { DoseResponseFigure } from './DoseResponseFigure.tsx';
import { SdsPageFigure } from './SdsPageFigure.tsx';


/**
 * Figures drawn from the product's own data, each captioned as representative: an SDS-PAGE lane picture
 * when the apparent mass is known, a dose-response curve when an ED50 is.
 */
export function ProductFigures({ name, spec }: { name: string; spec: ProductSpecification }) {
  const { t } = useTranslation();
  const reducing = spec.mwObservedKda;
  const ed50 = spec.ed50NgPerMl;
  if (reducing === null && ed50 === null) return null;
  const measure = doseMeasure(spec);
  const representative = <span className="badge-label">{t('catalogue:figure.representative')}</span>;
  return (
    <div className="product-figures" data-testid="product-figures">
      {reducing !== null ? (
        <figure>
          <SdsPageFigure
            reducingKda={reducing}
            nonReducingKda={spec.mwNonReducingKda ?? reducing}
            diffuse={isDiffuseBand(spec.mwPredictedKda, spec.mwObservedKda)}
            label={t('catalogue:figure.sdsLabel', { name })}
            laneLabels={{ marker: t('catalogue:figure.marker'), reducing: t('catalogue:figure.reducing'), nonReducing: t('catalogue:figure.nonReducing') }}
          />
          <figcaption>
            {representative}{' '}
            {spec.purityPercent !== null ? t('catalogue:figure.sdsCaption', { percent: spec.purityPercent }) : t('catalogue:figure.sdsCaptionNoPurity')}
          </figcaption>
        </figure>
      ) : null}
      {ed50 !== null ? (
        <figure>
          <DoseResponseFigure
            ed50NgPerMl={ed50}
            measure={measure}
            label={t('catalogue:figure.doseLabel', { name, measure, value: ed50 })}
            axes={{ x: t('catalogue:figure.doseX'), y: t('catalogue:figure.doseY') }}
          />
          <figcaption>
            {representative} {t('catalogue:figure.doseCaption', { measure, value: ed50 })}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
