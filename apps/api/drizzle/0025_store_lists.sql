CREATE TABLE "store_list_pieces" (
	"category" text NOT NULL,
	"piece" integer NOT NULL,
	"json" text NOT NULL,
	CONSTRAINT "store_list_pieces_category_piece_pk" PRIMARY KEY("category","piece")
);
--> statement-breakpoint
CREATE TABLE "store_lists" (
	"category" text PRIMARY KEY NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_list_pieces" ADD CONSTRAINT "store_list_pieces_category_store_lists_category_fk" FOREIGN KEY ("category") REFERENCES "public"."store_lists"("category") ON DELETE cascade ON UPDATE no action;