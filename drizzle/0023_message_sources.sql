ALTER TABLE `messages` ADD `sentFrom` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `landingPage` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `referrer` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmSource` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmMedium` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `utmCampaign` text DEFAULT '' NOT NULL;