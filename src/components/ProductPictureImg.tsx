import { useTranslation } from 'react-i18next';
import type { ProductPicture } from '../contracts/product-images.ts';

/**
 * A product's picture as a thumbnail: width and height from the server so the row keeps its place while it
 * loads, lazy below the fold (`eager` for the first rows), decoded off the main thread. A drawn picture says so in its alt text.
 */
export function ProductPictureImg({ picture, name, eager = false, className = 'product-thumb' }: { picture: ProductPicture; name: string; eager?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <img
      className={className}
      src={picture.url}
      width={picture.width}
      height={picture.height}
      alt={picture.drawn ? t('catalogue:picture.drawnAlt', { name }) : name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-testid="product-picture"
    />
  );
}
