ALTER TABLE `home_page` ADD `sections` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- BEGIN home sections: today's order, every section shown, in a site's row from before this column (a new
-- database has no row yet: the seed writes the same from app/content/types/home-page.ts, and
-- tests/unit/home-sections.test.ts holds the two together).
UPDATE `home_page` SET `sections` = 'tiles,services,process,technology,products,clients,news,contact';
-- END home sections
