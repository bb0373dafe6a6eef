import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Our stored images answer a sized variant (`?w=`); another site's address is used as it is. A
 * card asks for twice its width, for sharp pictures on dense screens.
 */
export function sizedImageUrl(url: string, width: number): string {
  return url.startsWith('/api/company-images/') || url.startsWith('/api/company-logos/')
    ? `${url}${url.includes('?') ? '&' : '?'}w=${Math.round(width * 2)}`
    : url;
}

type Stage = 'sized' | 'original' | 'failed';

/**
 * An image that falls back to its original source when the sized one fails, and to a placeholder
 * when that fails too (engagement.md 4 and 5). An image that failed before the page hydrated (its
 * error event long gone) is caught on mount by its state: complete with no pixels.
 */
export function FallbackImage({
  src,
  width,
  height,
  className,
  placeholder,
  lazy = true,
}: {
  src: string | null;
  width: number;
  height: number;
  className?: string;
  placeholder: ReactNode;
  lazy?: boolean;
}) {
  const sized = src === null ? null : sizedImageUrl(src, width);
  const [stage, setStage] = useState<Stage>(src === null ? 'failed' : 'sized');
  const image = useRef<HTMLImageElement>(null);
  const fail = () => setStage((current) => (current === 'sized' && sized !== src ? 'original' : 'failed'));

  useEffect(() => {
    setStage(src === null ? 'failed' : 'sized');
  }, [src]);

  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) fail();
    // Only the image on the page at mount can have failed unseen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (stage === 'failed' || src === null || sized === null) return <>{placeholder}</>;
  return (
    <img
      ref={image}
      className={className}
      src={stage === 'sized' ? sized : src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={fail}
      data-stage={stage}
    />
  );
}
