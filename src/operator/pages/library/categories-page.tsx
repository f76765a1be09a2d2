// /operator/library/categories (support, admin): the free libraries' categories, audio's two levels
// and the font types, each with both names, its sort number and how many items use it.
import { useTranslation } from 'react-i18next';
import { Page, PageHeader } from '../../../components/ui/page';
import { ContentNav } from '../../content-nav';
import pages from '../../operator-pages.module.css';
import { CategorySection } from './category-section';

export default function CategoriesPage() {
  const { t } = useTranslation('operator');
  return (
    <Page>
      <ContentNav />
      <PageHeader title={t('libraryCategories.title')} intro={t('libraryCategories.lead')} />
      <div className={pages.stack}>
        <CategorySection fileType="audio" />
        <CategorySection fileType="font" />
      </div>
    </Page>
  );
}
