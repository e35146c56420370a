CREATE TABLE `company_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`facts` text NOT NULL,
	`updated_at` integer NOT NULL
);
