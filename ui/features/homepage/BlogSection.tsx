import styled from '@emotion/styled';
import { stretchedLink } from '../../components/cardTitle.ts';
import { useId } from 'react';
import type { BlogPost } from '../../../core/homepage/blog/Blog.ts';
import type { BlogSection as BlogSectionData } from '../../../core/homepage/blog/LoadBlog.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, media } from '../../theme/tokens.ts';
import { FallbackImage } from '../companies/index.ts';
import { linkedCard, outlinedPillLink, plainList } from '../../theme/controls.ts';
import { laidOutNearWindow } from '../../theme/nearWindow.ts';

const Section = styled.section`
  ${laidOutNearWindow({ phone: 1830, wide: 650 })}
  h2 {
    margin: 0 0 12px;
    font-size: 1.4rem;
  }
  .posts {
    display: grid;
    gap: 16px;
    grid-template-columns: minmax(0, 1fr);
    ${plainList}
  }
  ${media.sm} {
    .posts {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .posts > li:first-of-type {
      grid-row: span 2;
    }
  }
  ${media.md} {
    .posts {
      grid-template-columns: 2fr 1fr 1fr;
    }
  }
  .categories {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 16px 0 0;
    padding: 0;
    list-style: none;
  }
  .categories a {
    ${outlinedPillLink}
    min-height: 36px;
    padding: 4px 14px;
  }
  .categories a:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Post = styled.article`
  ${linkedCard}
  gap: 8px;
  .thumbnail,
  .thumbnail-placeholder {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  .thumbnail-placeholder {
    background: linear-gradient(135deg, ${color.background}, ${color.border});
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 0 16px 16px;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.3;
  }
  ${stretchedLink('h3 a')}
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 0.92rem;
  }
  .author {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 0.88rem;
  }
  .author img,
  .author .avatar-placeholder {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${color.border};
  }
`;

function PostCard({ post, featured }: { post: BlogPost; featured: boolean }) {
  const { t } = useTexts();
  return (
    <Post data-testid={featured ? 'blog-featured' : 'blog-post'}>
      <FallbackImage
        src={post.thumbnail === null ? null : featured ? post.thumbnail.large : post.thumbnail.medium}
        width={featured ? 800 : 400}
        height={featured ? 450 : 225}
        className="thumbnail"
        placeholder={<div className="thumbnail-placeholder" aria-hidden="true" />}
      />
      <div className="text">
        <h3>
          <a href={post.url}>{post.title}</a>
        </h3>
        {featured && <p>{post.description}</p>}
        <div className="author">
          <FallbackImage
            src={post.postAuthor.image}
            width={28}
            height={28}
            placeholder={<span className="avatar-placeholder" aria-hidden="true" />}
          />
          <span>{t('homepage.blog.by', { name: post.postAuthor.name })}</span>
        </div>
      </div>
    </Post>
  );
}

/** The blog block (engagement.md 2): one featured post, at most four more, and a row of category links. */
export function BlogSection({ blog }: { blog: BlogSectionData }) {
  const { t } = useTexts();
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-heading`} data-testid="blog-section">
      <h2 id={`${id}-heading`}>{t('homepage.blog.heading')}</h2>
      <ul className="posts">
        <li>
          <PostCard post={blog.featured} featured />
        </li>
        {blog.more.map((post) => (
          <li key={post.id}>
            <PostCard post={post} featured={false} />
          </li>
        ))}
      </ul>
      {blog.categories.length > 0 && (
        <nav aria-label={t('homepage.blog.categories')}>
          <ul className="categories">
            {blog.categories.map((category) => (
              <li key={category.id}>
                <a href={category.url}>{category.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Section>
  );
}
