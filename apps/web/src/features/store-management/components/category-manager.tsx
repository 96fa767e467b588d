import type { ProductCategory } from '@marketplace/contract/catalog';
import {
  CATEGORY_ICON_MAX,
  CATEGORY_NAME_MAX,
  type ManagedStore,
  type ProductCategoryData,
  productCategoryDataSchema,
} from '@marketplace/contract/store-management';
import { NO_PRODUCT_CATEGORIES } from '@marketplace/core/constants/messages';
import { useEffect, useRef, useState } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Emoji } from '../../../ui/emoji';
import { ErrorState } from '../../../ui/error-state';
import { useZodForm } from '../../../ui/form';
import { EditIcon, PlusIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useCreateProductCategory } from '../api/create-product-category';
import { useDeleteProductCategory } from '../api/delete-product-category';
import { useManagedCategories } from '../api/get-product-categories-managed';
import { useStoreProducts } from '../api/get-store-products';
import { useUpdateProductCategory } from '../api/update-product-category';
import { productCountLabel, productsPerCategory } from '../catalogue-counts';
import styles from './catalogue.module.css';
import { CatalogueLoading } from './catalogue-loading';

/** An empty icon field means no icon, not an empty one. */
function categoryData(values: ProductCategoryData): ProductCategoryData {
  return { name: values.name, icon: values.icon || null };
}

/**
 * A store's product categories (SPEC §2 store management, §5 edit product category): each with
 * its icon and how many products it holds, created, renamed in place and deleted after a
 * confirmation that says how many products go with it.
 */
export function CategoryManager({ store }: { store: ManagedStore }) {
  const categories = useManagedCategories(store._id);
  const products = useStoreProducts(store._id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductCategory | null>(null);
  const deleteCategory = useDeleteProductCategory();

  if (categories.isPending || products.isPending) {
    return <CatalogueLoading label="Loading product categories…" />;
  }
  if (categories.isError || products.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load this store’s categories"
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (products.isError) void products.refetch();
        }}
        retrying={categories.isFetching || products.isFetching}
      />
    );
  }

  const counts = productsPerCategory(products.data);
  const deletingCount = deleting ? (counts.get(deleting._id) ?? 0) : 0;

  return (
    <div className={styles.tab}>
      <NewCategoryForm storeId={store._id} />
      {categories.data.length === 0 ? (
        <div className={styles.noCategories}>
          <p className={styles.noCategoriesTitle}>{NO_PRODUCT_CATEGORIES}</p>
          <p>Add a category such as “Tacos” or “Drinks” above; products are listed under one.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Product categories">
          {categories.data.map((category) => (
            <CategoryRow
              key={category._id}
              storeId={store._id}
              category={category}
              productCount={counts.get(category._id) ?? 0}
              editing={editingId === category._id}
              onEdit={() => setEditingId(category._id)}
              onDoneEditing={() => setEditingId(null)}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'category'}?`}
        description={
          deletingCount > 0
            ? `Its ${productCountLabel(deletingCount)} will be deleted with it. This cannot be undone.`
            : 'It has no products. This cannot be undone.'
        }
        confirmLabel="Delete category"
        onConfirm={() =>
          deleting
            ? deleteCategory.mutateAsync({ storeId: store._id, categoryId: deleting._id }).then(
                (answer) => {
                  toast.success(answer.message);
                },
                (error: unknown) => {
                  toast.error(mutationErrorMessage(error));
                  throw error;
                },
              )
            : undefined
        }
      />
    </div>
  );
}

function NewCategoryForm({ storeId }: { storeId: string }) {
  const form = useZodForm(productCategoryDataSchema, { defaultValues: { name: '', icon: '' } });
  const { errors } = form.formState;
  const create = useCreateProductCategory();

  const submit = form.handleSubmit((values) => {
    create.mutate(
      { storeId, productCategoryData: categoryData(values) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset();
          form.setFocus('name');
        },
        onError: (error) => toast.error(mutationErrorMessage(error)),
      },
    );
  });

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="new-category">
      <h3 id="new-category" className={styles.heading}>
        New product category
      </h3>
      <div className={styles.inlineForm}>
        <TextField
          label="Icon"
          optional
          className={styles.iconField}
          maxLength={CATEGORY_ICON_MAX}
          placeholder="🌮"
          {...form.register('icon')}
          error={errors.icon?.message}
        />
        <TextField
          label="Category name"
          maxLength={CATEGORY_NAME_MAX}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Button type="submit" loading={create.isPending} leadingIcon={<PlusIcon size={18} />}>
          Add category
        </Button>
      </div>
    </form>
  );
}

type CategoryRowProps = {
  storeId: string;
  category: ProductCategory;
  productCount: number;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onDelete: () => void;
};

function CategoryRow(props: CategoryRowProps) {
  const { category, productCount, editing, onEdit, onDelete } = props;
  const renameRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from renaming, the keyboard continues where it left off: on Rename.
  useEffect(() => {
    if (wasEditing.current && !editing) renameRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <li className={styles.row}>
      {editing ? (
        <CategoryEditForm {...props} />
      ) : (
        <>
          <div className={styles.rowMain}>
            <Emoji className={styles.emoji}>{category.icon || '🏷️'}</Emoji>
            <div>
              <p className={styles.rowName}>{category.name}</p>
              <p className={styles.rowMeta}>{productCountLabel(productCount)}</p>
            </div>
          </div>
          <div className={styles.actions}>
            <Button
              ref={renameRef}
              variant="secondary"
              size="sm"
              leadingIcon={<EditIcon size={16} />}
              onClick={onEdit}
              aria-label={`Rename ${category.name}`}
            >
              Rename
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete ${category.name}`}
            >
              Delete
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function CategoryEditForm({ storeId, category, onDoneEditing }: CategoryRowProps) {
  const form = useZodForm(productCategoryDataSchema, {
    defaultValues: { name: category.name, icon: category.icon ?? '' },
  });
  const { errors } = form.formState;
  const update = useUpdateProductCategory();

  useEffect(() => form.setFocus('name'), [form]);

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { categoryId: category._id, storeId, updateData: categoryData(values) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDoneEditing();
        },
        onError: (error) => toast.error(mutationErrorMessage(error)),
      },
    );
  });

  return (
    <form
      className={styles.editRow}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDoneEditing();
      }}
      noValidate
      aria-label={`Rename ${category.name}`}
    >
      <div className={styles.inlineForm}>
        <TextField
          label="Icon"
          optional
          className={styles.iconField}
          maxLength={CATEGORY_ICON_MAX}
          {...form.register('icon')}
          error={errors.icon?.message}
        />
        <TextField
          label="Category name"
          maxLength={CATEGORY_NAME_MAX}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={onDoneEditing} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    </form>
  );
}
