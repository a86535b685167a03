import './product-spec.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage, ProductPicture } from '../../contracts/product-images.ts';
import { ProductPictureImg } from '../../components/ProductPictureImg.tsx';

/**
 * The product's images: the main one large (loaded with the page: it is the first thing seen), the
 * others as thumbnails loaded lazily; a thumbnail shows its image large. Without any photograph, the drawn
 * picture (marked as an illustration on the picture and in its alt text).
 * Each is a <picture>: the WebP copy for the browsers that take it, the PNG or JPEG for the rest; the main
 * one carries its size in pixels, so the page does not move when it arrives.
 */
export function ProductGallery({ images, picture, name }: { images: ProductImage[]; picture: ProductPicture; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main)
    return (
      <section className="product-gallery" aria-label={t('pages:productDetail.images')}>
        <ProductPictureImg picture={picture} name={name} eager className="product-gallery-main" />
      </section>
    );
  return (
    <section className="product-gallery" aria-label={t('pages:productDetail.images')}>
      <picture>
        {main.webpUrl ? <source type="image/webp" srcSet={main.webpUrl} /> : null}
        <img className="product-gallery-main" data-testid="product-image" src={main.url} alt={main.alt} width={main.width} height={main.height} loading={shown === 0 ? 'eager' : 'lazy'} decoding="async" />
      </picture>
      {images.length > 1 && (
        <ul className="product-gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" aria-pressed={i === shown} aria-label={t('pages:productDetail.showImage', { n: i + 1 })} onClick={() => setShown(i)}>
                <picture>
                  {image.webpUrl ? <source type="image/webp" srcSet={image.webpUrl} /> : null}
                  <img src={image.url} alt={image.alt} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" width={64} height={64} />
                </picture>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
